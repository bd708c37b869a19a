import Foundation

/// The properties of boxed groups that the reader and the audit read most, read straight from
/// the group's box. Read by name through `subscript(dynamicMember:)`, each costs 20 to 35 ns
/// where the element has no box for its group (an empty group is made, then the key path is
/// applied to it), and an audit reads them for every element in every rule. A member declared
/// here is found before the dynamic member of the same name, so every caller reads it so.
extension AccessibilityElement {
    @inlinable
    public var defaultAction: AccessibilityActionHandler? {
        get { storage.interactionBox?.group.defaultAction }
        set { GroupBox.modify(&unique().interactionBox) { $0.defaultAction = newValue } }
    }
    @inlinable
    public var actions: [AccessibilityCustomAction] {
        get { storage.interactionBox?.group.actions ?? [] }
        set { GroupBox.modify(&unique().interactionBox) { $0.actions = newValue } }
    }
    @inlinable
    public var hint: String? {
        get { storage.annotationsBox?.group.hint }
        set { GroupBox.modify(&unique().annotationsBox) { $0.hint = newValue } }
    }
    @inlinable
    public var identifier: String? {
        get { storage.annotationsBox?.group.identifier }
        set { GroupBox.modify(&unique().annotationsBox) { $0.identifier = newValue } }
    }
    @inlinable
    public var text: String? {
        get { storage.textEntryBox?.group.text }
        set { GroupBox.modify(&unique().textEntryBox) { $0.text = newValue } }
    }
    @inlinable
    public var textEntry: (@MainActor (String) -> Void)? {
        get { storage.textEntryBox?.group.textEntry }
        set { GroupBox.modify(&unique().textEntryBox) { $0.textEntry = newValue } }
    }
    @inlinable
    public var rowWindow: AccessibilityRowWindow? {
        get { storage.gesturesBox?.group.rowWindow }
        set { GroupBox.modify(&unique().gesturesBox) { $0.rowWindow = newValue } }
    }
}
