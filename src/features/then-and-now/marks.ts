// Its own module, free of imports: the bench reads the name in Node.

/** The performance mark of the story's first slide painted, once per page load. */
export const FIRST_SLIDE_MARK = 'keepsake:then-and-now:first-slide';
