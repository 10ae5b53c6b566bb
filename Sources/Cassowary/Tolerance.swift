// Every numeric tolerance of ccc, in one place.

/// The tolerances used by the solver and by the layout code built on it.
///
/// Values in points are compared to absolute amounts scaled by the magnitude of the numbers
/// involved (at least 1), so that a 10,000-point layout and a 10-point one round off alike.
/// ccc keeps every number it hands the solver between 1e-4 and 1e7 in magnitude
/// (`NumericLimits`), which is what makes one fixed set of values work.
public enum Tolerance {
    /// A coefficient of at most this magnitude is zero: row cells, objective coefficients
    /// and summed terms below it are dropped (kiwi uses 1e-8 for the same purpose). Small
    /// enough to keep a multiplier of 1e-4 times a 1e-4 coefficient, large enough that the
    /// cancellation of two equal coefficients after a few pivots leaves no residue.
    /// A row constant (points) is zero when within this times its magnitude.
    public static let zero = 1e-8

    /// A restricted basic symbol whose value (points) is within this of 0 is *at its bound*
    /// for the ambiguity probe: its row must not move it below 0. Ten times ``zero``, so a
    /// value that round-off left just above 0 still counts as at the bound.
    public static let atBound = 1e-7

    /// The ambiguity sweep takes a variable's rate of change along its sampled direction
    /// as proof that the variable moves when the rate exceeds this in absolute value
    /// (directions have entries between 1 and 2 in magnitude)…
    public static let sweepRate = 1e-6
    /// …and this times the summed magnitude of the contributions (so that a rate left by
    /// the cancellation of large contributions is not mistaken for movement).
    public static let sweepRelativeRate = 1e-7

    /// How far the invariant checker lets a value stray (points, scaled by the magnitude of
    /// the numbers involved) before it reports a violation: a restricted basic below 0, a
    /// required constraint not holding, an objective constant not equal to the summed
    /// errors. A hundred times ``zero``, as these values go through many pivots.
    public static let invariant = 1e-6

    /// Two solved values (points) closer than this, scaled by their magnitude, are equal
    /// for the lint checks (a constraint holds, two layouts agree, a size is not negative).
    /// Far above the solver's round-off and far below what a pixel can show.
    public static let lintValue = 1e-4

    /// The safe-area pass stops when no inset (points) moved by more than this between
    /// two solves: the insets come from solved frames, so agreement down to the solver's
    /// round-off means they have settled.
    public static let safeAreaInset = 1e-9
}
