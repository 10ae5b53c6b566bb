/// Text handed to a writer in pieces of about `chunkSize` bytes, so that a long listing
/// (100,000 diagnostics, the constraints of `ccc compile`) is never held whole: memory is
/// one piece, not the output. The pieces joined are the text the renderer would return.
struct ChunkedText {
    /// Bytes gathered before they are handed on.
    static let chunkSize = 1 << 16

    private var buffer = ""

    /// Appends `text`, handing the gathered text to `output` once it reaches `chunkSize`.
    mutating func append(_ text: String, to output: (String) -> Void) {
        buffer += text
        if buffer.utf8.count >= Self.chunkSize {
            output(buffer)
            buffer.removeAll(keepingCapacity: true)
        }
    }

    /// Hands on what is left (nothing when empty).
    mutating func flush(to output: (String) -> Void) {
        if !buffer.isEmpty { output(buffer) }
        buffer = ""
    }

    /// Everything a renderer writes, as one string (for callers that want the whole text).
    static func collect(_ render: ((String) -> Void) -> Void) -> String {
        var whole = ""
        render { whole += $0 }
        return whole
    }
}
