import Foundation

/// Prints the results as aligned text or as Markdown: one table per shape, then the
/// growth ratios.
struct TablePrinter {
    let markdown: Bool
    let maxSeconds: Double

    static let header = [
        "size", "strings", "constraints", "read ms", "compile ms", "solve ms", "ambiguity ms", "output ms",
        "total ms", "µs/constraint", "peak MB", "read MB/s", "compile µs/string",
    ]

    func shapeTable(_ result: ShapeResult) -> String {
        var rows: [[String]] = []
        var notes: [String] = []
        for (size, outcome) in result.rows {
            switch outcome {
            case .measured(let m):
                rows.append([
                    "\(size)", grouped(m.strings), grouped(m.constraints), ms(m.read), ms(m.compile), ms(m.solve),
                    ms(m.ambiguity), ms(m.output), ms(m.total), fixed(m.microsecondsPerConstraint, 1),
                    fixed(m.peakMegabytes, 1), fixed(m.readMegabytesPerSecond, 0),
                    fixed(m.compileMicrosecondsPerString, 2),
                ])
                if m.errors > 0 && !result.shape.expectsErrors { notes.append("size \(size): \(m.errors) errors (the generated layout should have none)") }
            case .skipped(let seconds):
                rows.append(["\(size)", "skipped (over \(String(format: "%g", maxSeconds)) s at the previous size: \(fixed(seconds, 1)) s)"])
            case .failed(let reason):
                rows.append(["\(size)", "failed: \(reason)"])
            }
        }
        let title = "\(result.shape.name): \(result.shape.description)"
        let body = markdown ? markdownTable(rows) : textTable(rows)
        let heading = markdown ? "### \(result.shape.name)\n\n\(result.shape.description).\n\n" : title + "\n"
        return heading + body + notes.map { "note: \($0)\n" }.joined() + "\n"
    }

    func growthTable(_ results: [ShapeResult]) -> String {
        let header = ["shape", "from", "to", "total", "read", "compile", "solve", "ambiguity", "output"]
        var rows: [[String]] = []
        for result in results {
            guard let growth = Growth(result) else {
                rows.append([result.shape.name, "too few sizes measured"])
                continue
            }
            let stages: [(Measurement) -> Double] = [\.total, \.read, \.compile, \.solve, \.ambiguity, \.output]
            rows.append(
                [result.shape.name, grouped(growth.from.constraints), grouped(growth.to.constraints)]
                    + stages.map { growth.ratio($0).map { "×" + fixed($0, 1) } ?? "-" })
        }
        let explanation =
            "Growth: time per constraint at the largest size measured divided by that at the size nearest "
            + "1,000 constraints (from, to: constraints; 1 is linear, the target is at most 2)."
        let title = markdown ? "### Growth ratios\n\n\(explanation)\n\n" : "growth ratios\n\(explanation)\n"
        return title + (markdown ? markdownTable(rows, header: header) : textTable(rows, header: header))
    }

    private func textTable(_ rows: [[String]], header: [String] = TablePrinter.header) -> String {
        let all = [header] + rows
        var widths = [Int](repeating: 0, count: header.count)
        // Rows shorter than the header (skipped sizes) run on without aligning.
        for row in all where row.count == header.count {
            for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
        }
        return all.map { row in
            guard row.count == header.count else { return row.joined(separator: "  ") + "\n" }
            return row.enumerated().map { i, cell in
                String(repeating: " ", count: widths[i] - cell.count) + cell
            }.joined(separator: "  ") + "\n"
        }.joined()
    }

    private func markdownTable(_ rows: [[String]], header: [String] = TablePrinter.header) -> String {
        func line(_ cells: [String]) -> String {
            let padded = cells + [String](repeating: "", count: max(0, header.count - cells.count))
            return "| " + padded.joined(separator: " | ") + " |\n"
        }
        let rule = "|" + header.enumerated().map { i, _ in i == 0 ? "---|" : "---:|" }.joined() + "\n"
        return line(header) + rule + rows.map(line).joined()
    }

    private func ms(_ seconds: Double) -> String {
        let value = seconds * 1000
        return value >= 100 ? grouped(Int(value.rounded())) : fixed(value, value >= 10 ? 1 : 2)
    }

    func fixed(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }

    /// 12345 → "12,345".
    func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (i, digit) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return (value < 0 ? "-" : "") + result
    }
}
