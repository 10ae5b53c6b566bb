/// What the read stage gives the decode stage: the document itself when `LayoutFastReader`
/// read the file straight from its bytes, else the JSON tree for `LayoutDecoder`.
enum LayoutRead {
    case document(LayoutDocument)
    case tree(JSONNode)

    /// Reads `file`: a plain layout by the fast path, any other by `JSONReader`. Nil when the
    /// file is not a JSON document (the reasons are in `diagnostics`).
    static func read(_ file: SourceFile, into diagnostics: inout Diagnostics) -> LayoutRead? {
        if let document = LayoutFastReader.read(file) { return .document(document) }
        return JSONReader.read(file, into: &diagnostics).map(LayoutRead.tree)
    }

    /// The document: as read, or decoded from the tree (with the decoder's diagnostics).
    func decoded(into diagnostics: inout Diagnostics) -> LayoutDocument {
        switch self {
        case .document(let document): document
        case .tree(let json): LayoutDecoder.decode(json, into: &diagnostics)
        }
    }
}
