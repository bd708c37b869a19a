import Accessibility

/// What the app posts: announcements to speak, and layout and screen changes that move focus.
extension ScreenReader {
    public func accessibilityNotificationPosted(_ event: AccessibilityNotificationEvent) {
        announcements.post(event)
        // Posted outside any command (a timer, a task): handle it now.
        if !isRunningCommand { _ = run {} }
    }

    /// Takes what the app posted since the tree was last read: announcements wait to be
    /// spoken; returns where a layout or screen change moves focus, if one does.
    func focusTargetOfPosted() -> Int? {
        var target: Int?
        for event in announcements.takePosted() {
            switch event {
            case .layoutChanged(let argument):
                if let position = cursor.position(for: argument, in: tree) { target = position }
            case .screenChanged(let argument):
                target = cursor.position(for: argument, in: tree) ?? (cursor.order.count > 0 ? 0 : nil)
            case .announcement, .pageScrolled, .feedback:
                break
            }
        }
        return target
    }
}
