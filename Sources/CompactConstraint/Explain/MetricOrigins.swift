/// Where each metric's value comes from, so that `explain` can say which metric (and state)
/// a constant or priority of a constraint came from: `spacing = 375 in state 'hidden'`.
/// Layers as the compiler applies them (`CompileOptions.metricLayers`); the last one to
/// name a metric wins.
struct MetricOrigins {
    private var values: [String: (value: Double, source: String?)] = [:]

    init(document: LayoutDocument?, options: CompileOptions) {
        // A run without a document has no layout to explain (`Explainer` stops before).
        guard let document else { return }
        for (source, metrics) in options.metricLayers(document) {
            let described: String? =
                switch source {
                case .file: nil
                case .metricsFile: "from a --metrics file"
                case .state(let name): "in state '\(name)'"
                case .commandLine: "from --metric"
                }
            for metric in metrics { values[metric.name] = (metric.value, described) }
        }
    }

    /// The metrics the source text at `range` names (identifiers not next to a `.`, before
    /// any `#` comment), in order of first use: `spacing = 375 in state 'hidden'`.
    func used(in range: SourceRange?, file: SourceFile) -> [String] {
        guard !values.isEmpty, let range, range.lowerBound >= 0, range.lowerBound <= range.upperBound,
            range.upperBound <= file.bytes.count
        else { return [] }
        var names: [String] = []
        var index = range.lowerBound
        let bytes = file.bytes
        let isStart = Identifier.isStart
        let isPart = Identifier.isContinue
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#") { break }
            guard isStart(byte), index == range.lowerBound || !isPart(bytes[index - 1]) else {
                index += 1
                continue
            }
            var end = index
            while end < range.upperBound, isPart(bytes[end]) { end += 1 }
            let beside = { (position: Int) in bytes.indices.contains(position) && bytes[position] == UInt8(ascii: ".") }
            let name = String(decoding: bytes[index..<end], as: UTF8.self)
            if !beside(index - 1), !beside(end), values[name] != nil, !names.contains(name) { names.append(name) }
            index = end
        }
        return names.compactMap { name in
            values[name].map { "\(name) = \(formatNumber($0.value))" + ($0.source.map { " \($0)" } ?? "") }
        }
    }
}
