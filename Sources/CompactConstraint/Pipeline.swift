/// The whole pipeline over one layout file: read JSON → decode the document → compile
/// (lex, parse, resolve, lower) → solve (re-solving until nested safe areas settle) →
/// frames, rounded to pixels when a scale is given. No stage prints; the caller renders
/// the diagnostics and the solution.
public enum Pipeline {
    /// The outcome of solving one file.
    public struct Run: Sendable {
        public var file: SourceFile
        /// The decoded document; nil when the file is not a readable JSON document.
        public var document: LayoutDocument?
        /// Every diagnostic, in pipeline order.
        public var diagnostics: [Diagnostic]
        /// The frames, computed after recovering from any errors; nil when the file could not be read.
        public var solution: Solution?
        /// The compiled layout the frames were solved from (safe-area insets settled); nil
        /// when the file could not be read. `ccc render` and `ccc explain` read its constraints.
        public var layout: CompiledLayout? = nil

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Reads and decodes a layout file.
    public static func read(_ file: SourceFile, into diagnostics: inout Diagnostics) -> LayoutDocument? {
        guard let json = JSONReader.read(file, into: &diagnostics) else { return nil }
        return LayoutDecoder.decode(json, into: &diagnostics)
    }

    /// Reads and compiles a layout file; nil when the file is not a readable document.
    public static func compile(
        _ file: SourceFile, options: CompileOptions = CompileOptions(), into diagnostics: inout Diagnostics
    ) -> (LayoutDocument, CompiledLayout)? {
        guard let document = read(file, into: &diagnostics) else { return nil }
        if let state = options.state, !document.states.contains(where: { $0.name == state }) {
            diagnostics.append(unknownState(state, declared: document.states.map(\.name)))
        }
        return (document, Compiler.compile(document, options: options, into: &diagnostics))
    }

    /// `unknown state 'x'`, with the closest declared name.
    static func unknownState(_ state: String, declared names: [String]) -> Diagnostic {
        Diagnostic(
            .error, .unknownState, "unknown state '\(state)'" + (names.isEmpty ? "; the file declares no states" : ""),
            at: nil, notes: suggestionNote(for: state, in: names, at: nil))
    }

    /// Reads, compiles and solves a layout file.
    public static func solve(_ file: SourceFile, options: CompileOptions = CompileOptions()) -> Run {
        var diagnostics = Diagnostics()
        guard let (document, layout) = compile(file, options: options, into: &diagnostics) else {
            return Run(file: file, document: nil, diagnostics: diagnostics.items, solution: nil)
        }
        return solve(layout, document, file: file, options: options, diagnostics: &diagnostics)
    }

    /// Compiles and solves a decoded document (its state must be declared).
    static func solve(
        _ document: LayoutDocument, file: SourceFile, options: CompileOptions, diagnostics: inout Diagnostics
    ) -> Run {
        let layout = Compiler.compile(document, options: options, into: &diagnostics)
        return solve(layout, document, file: file, options: options, diagnostics: &diagnostics)
    }

    private static func solve(
        _ layout: CompiledLayout, _ document: LayoutDocument, file: SourceFile, options: CompileOptions,
        diagnostics: inout Diagnostics
    ) -> Run {
        let settled = SafeAreaPass.settle(layout, document, options: options, into: &diagnostics)
        var solution = LayoutSolver.solve(settled, into: &diagnostics)
        if LayoutSolver.hasFailed(diagnostics) {
            return Run(file: file, document: document, diagnostics: diagnostics.items, solution: nil)
        }
        if let scale = options.scale ?? document.scale {
            solution = PixelRounding.round(solution, scale: scale)
        }
        return Run(file: file, document: document, diagnostics: diagnostics.items, solution: solution, layout: settled)
    }
}
