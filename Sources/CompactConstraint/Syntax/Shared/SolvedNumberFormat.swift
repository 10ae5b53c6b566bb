/// A solved value as a message prints it (a diagnostic, `explain`'s text, a drawing's label;
/// docs/linting.md, "Numbers in messages"), in points.
///
/// The solver's floating-point round-off must not show: `-50046500000` comes out of a chain of
/// multipliers as -50046499999.999992, and a frame edge meant to be 116.8306875 as
/// 116.83068749999999 or 116.83068750000001, which round to different millionths. So the value
/// is first taken as the decimal with the fewest decimals (0 … 7) within a relative 1e-9 of it
/// (an absolute 1e-9 below 1: the tolerance of ``PixelRounding``, which does the same for half
/// pixels), and that decimal is printed as ``formatNumber(_:)`` prints: a seventh decimal 5 is
/// a half and rounds away from zero. A value with no such decimal near it is printed by
/// ``formatNumber(_:)`` as it is. Frames in `solve`'s output are not snapped: they are already
/// on the pixel grid.
public func formatSolvedNumber(_ x: Double) -> String {
    let magnitude = abs(x)
    // At 2^52 and beyond every Double is a whole number; infinities and NaN print as they are.
    guard x.isFinite, magnitude < 4_503_599_627_370_496 else { return formatNumber(x) }
    let tolerance = 1e-9 * max(1, magnitude)
    // From 5e8 on the tolerance is at least a half, so the nearest whole number is always near.
    let mostDecimals = magnitude >= 5e8 ? 0 : 7
    var scale = 1.0
    for decimals in 0...mostDecimals {
        let scaled = (magnitude * scale).rounded(.toNearestOrAwayFromZero)
        if abs(scaled / scale - magnitude) <= tolerance {
            var digits = UInt64(scaled)
            var shown = decimals
            if decimals == 7 {
                // Seven decimals print only as the half they are; any other seventh digit means
                // no short decimal is near, and the value prints as it is.
                guard digits % 10 == 5 else { break }
                digits = (digits + 5) / 10
                shown = 6
            }
            var unit: UInt64 = 1
            for _ in 0..<shown { unit *= 10 }
            var millionths = digits % unit
            for _ in shown..<6 { millionths *= 10 }
            let whole = digits / unit
            return decimalText(whole, millionths: Int(millionths), isNegative: x < 0 && digits > 0)
        }
        scale *= 10
    }
    return formatNumber(x)
}
