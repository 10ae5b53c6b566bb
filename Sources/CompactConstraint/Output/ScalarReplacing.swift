extension String {
    /// The string with every Unicode scalar for which `replacement` gives text replaced by
    /// that text, the others kept: the loop of each escaping `ccc` writes (JSON strings,
    /// SVG and HTML text, GitHub workflow commands, string listings).
    func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        for scalar in unicodeScalars {
            if let text = replacement(scalar) { out += text } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
