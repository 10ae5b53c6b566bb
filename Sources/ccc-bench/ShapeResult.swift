/// The outcome of one size of a shape.
enum SizeOutcome {
    case measured(Measurement)
    case skipped(afterSeconds: Double)
    case failed(String)
}

/// Every size of one shape, in order.
struct ShapeResult {
    let shape: Shape
    var rows: [(size: Int, outcome: SizeOutcome)] = []

    var measured: [(size: Int, measurement: Measurement)] {
        rows.compactMap { row in
            if case .measured(let measurement) = row.outcome { return (row.size, measurement) }
            return nil
        }
    }
}
