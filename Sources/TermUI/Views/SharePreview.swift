import Foundation

/// What the share sheet shows of the item a `ShareLink` shares: a title, and an image and an
/// icon (accepted: the share sheet here shows the title).
public struct SharePreview<Image, Icon> {
    let title: String

    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { title = titleKey.resolved() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.title = String(title) }
    public init(_ title: Text, image: Image, icon: Icon) { self.title = title.spokenText }
}

extension SharePreview where Icon == Never {
    public init(_ titleKey: LocalizedStringKey, image: Image) { title = titleKey.resolved() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.title = String(title) }
    public init(_ title: Text, image: Image) { self.title = title.spokenText }
}

extension SharePreview where Image == Never {
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { title = titleKey.resolved() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.title = String(title) }
    public init(_ title: Text, icon: Icon) { self.title = title.spokenText }
}

extension SharePreview where Image == Never, Icon == Never {
    public init(_ titleKey: LocalizedStringKey) { title = titleKey.resolved() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.title = String(title) }
    public init(_ title: Text) { self.title = title.spokenText }
}

extension ShareLink {
    /// Shares a transferable item described by its preview: the button reads as its label; the
    /// share sheet shows the preview's title.
    public init<I: Transferable, PreviewImage, PreviewIcon>(item: I, subject: Text? = nil, message: Text? = nil,
                                                           preview: SharePreview<PreviewImage, PreviewIcon>,
                                                           @ViewBuilder label: () -> Label) {
        self.init(item: preview.title, subject: subject, message: message, label: label)
    }
}

extension ShareLink where Label == SwiftUILabel<Text, TermUI.Image> {
    /// Shares a transferable item described by its preview, with the "Share" label.
    public init<I: Transferable, PreviewImage, PreviewIcon>(item: I, subject: Text? = nil, message: Text? = nil,
                                                           preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(item: preview.title, subject: subject, message: message)
    }
    public init<I: Transferable, PreviewImage, PreviewIcon>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil,
                                                           message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(titleKey, item: preview.title, subject: subject, message: message)
    }
}
