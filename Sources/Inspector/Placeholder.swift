public enum _InspectorPlaceholder {}
