public enum DialCorePlaceholder {}
