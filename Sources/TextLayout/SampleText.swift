/// Text that exercises the layout: wrapping, color emoji, CJK, Arabic and Hebrew. Used by the
/// `chatcard text` inspector and the golden suite.
public enum SampleText {
    public static let multilingual = """
        ChatCard wraps Latin text at word boundaries and keeps emoji in color 👩‍💻🎉🇯🇵
        中文排版与日本語の文章も、きれいに折り返します。
        العربية تُكتب من اليمين إلى اليسار
        עברית: שלום עולם, 2026
        """
}
