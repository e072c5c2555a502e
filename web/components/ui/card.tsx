import type { ComponentProps } from "react";
import { cn } from "#web/lib/utils";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("card", className)} {...props} />;
}

/** A column of title and description, or (`row`) a picture beside them. */
export function CardHeader({ className, row = false, ...props }: ComponentProps<"div"> & { row?: boolean }) {
  return (
    <div
      className={cn("flex px-5", row ? "flex-row items-center gap-3" : "flex-col gap-1.5", className)}
      {...props}
    />
  );
}

/** A card's heading: h2 under a page's h1, or `level={3}` for cards inside an h2 section. */
export function CardTitle({ className, level = 2, ...props }: ComponentProps<"h2"> & { level?: 2 | 3 }) {
  const Heading = level === 3 ? "h3" : "h2";
  return <Heading className={cn("text-lg leading-tight font-semibold", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("px-5", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mt-auto flex items-center gap-2 px-5", className)} {...props} />;
}
