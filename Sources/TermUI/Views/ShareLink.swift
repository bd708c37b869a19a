import Accessibility
import Foundation

/// A button that shares an item: by default labelled "Share" with the share symbol. Activating
/// it shows the item (and the message) in a sheet at the bottom with Done, as the share sheet
/// would; a terminal has no apps to share to.
public struct ShareLink<Label: View>: View {
    @State private var isPresented = false
    let item: String
    let subject: String?
    let message: String?
    let label: Label

    public init<Item: CustomStringConvertible>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.item = item.description
        self.subject = subject?.spokenText
        self.message = message?.spokenText
        self.label = label()
    }

    public var body: some View {
        Button { isPresented = true } label: { label }
            .confirmationDialog(subject ?? "Share", isPresented: $isPresented, titleVisibility: .visible) {
                Button("Done", role: .cancel) {}
            } message: {
                Text(verbatim: [item, message].compactMap { $0 }.joined(separator: "\n"))
            }
    }
}

extension ShareLink where Label == SwiftUILabel<Text, Image> {
    public init<Item: CustomStringConvertible>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { SwiftUILabel("Share", systemImage: "square.and.arrow.up") }
    }
    public init<Item: CustomStringConvertible>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { SwiftUILabel(titleKey, systemImage: "square.and.arrow.up") }
    }
}
