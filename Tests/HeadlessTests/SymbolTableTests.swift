import Accessibility
import Headless
import Testing
@testable import TermUI

/// One symbol table: what an image of a system symbol reads, and what the audit calls a
/// symbol's name, both come from `SymbolCatalog`.
@MainActor
struct SymbolTableTests {
    func flagsSymbolName(_ view: some View) -> Bool {
        ScreenReaderSession(view).auditFindings.contains { $0.rule == .fileOrSymbolNameLabel }
    }

    @Test("an image of a catalog symbol is flagged as a symbol's name exactly when the symbol has no description")
    func auditAgreesWithTheCatalog() {
        for (name, symbol) in SymbolCatalog.symbols.sorted(by: { $0.key < $1.key }) {
            #expect(flagsSymbolName(Image(systemName: name)) == (symbol.label == nil), "\(name)")
        }
    }

    @Test("chevron.left reads Back and passes; a label that spells its name, chevron left, is flagged")
    func describedSymbolsNameIsStillAName() {
        #expect(ScreenReaderSession(Image(systemName: "chevron.left")).tree.allElements.map(\.label) == ["Back"])
        #expect(!flagsSymbolName(Button(action: {}) { Image(systemName: "chevron.left") }))
        #expect(flagsSymbolName(Button(action: {}) { Image(systemName: "chevron.left") }.accessibilityLabel("chevron left")))
        #expect(!flagsSymbolName(Image(systemName: "globe")))
        #expect(flagsSymbolName(Image(systemName: "flame")))
    }
}
