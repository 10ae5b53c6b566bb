import Foundation

/// Growth of the time per constraint from the size nearest 1,000 constraints to the
/// largest size measured: 1 means linear, 10 means ten times slower per constraint.
struct Growth {
    let from: Measurement
    let to: Measurement

    static let reference = 1000.0

    init?(_ result: ShapeResult) {
        let measured = result.measured.map(\.measurement)
        guard let largest = measured.last,
            let base = measured.min(by: { Growth.distance($0) < Growth.distance($1) }),
            largest.constraints > base.constraints
        else { return nil }
        from = base
        to = largest
    }

    private static func distance(_ m: Measurement) -> Double {
        abs(Foundation.log2(Double(max(m.constraints, 1)) / reference))
    }

    /// Per-constraint ratio of one stage (or of the total).
    func ratio(_ stage: (Measurement) -> Double) -> Double? {
        let before = stage(from) / Double(from.constraints)
        let after = stage(to) / Double(to.constraints)
        return before > 0 ? after / before : nil
    }
}
