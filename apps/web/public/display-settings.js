// Runs before the first paint (a plain script, allowed by the CSP): applies the display
// settings kept in local storage so the page never flashes at the wrong size or contrast.
// Without a stored theme the page follows the system's dark and contrast settings (tokens.css).
(function () {
  var root = document.documentElement;
  try {
    var size = parseInt(localStorage.getItem('fontSize') || '', 10);
    if (size >= 8 && size <= 36) root.style.fontSize = size + 'px';
    var theme = localStorage.getItem('theme');
    // A chosen theme, the default one too, is marked so that the system's no longer applies.
    if (theme === 'default' || theme === 'dark' || theme === 'high-contrast') root.setAttribute('data-theme', theme);
    // Older versions kept high contrast apart from the theme.
    if (localStorage.getItem('highContrast') === 'true') root.setAttribute('data-theme', 'high-contrast');
    if (localStorage.getItem('reducedMotion') === 'true') root.setAttribute('data-reduced-motion', 'true');
  } catch (e) {
    // Storage can be blocked; the defaults apply.
  }
})();
