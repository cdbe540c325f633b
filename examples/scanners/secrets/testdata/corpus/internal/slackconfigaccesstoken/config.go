package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"slack_config_access_token": "xoxe.xoxb-6-1WKFURZEZXTCCH91X6D4EFCVIKHYYYD6PSXLR57BZFYMCP6FTLRMFNV8OLMTORMNOK49CCQBNJ8LQDV95Q2FGTPIUDSLT4FVPSFHZZBGCQJDOGWOLPWMYIXJXOJ0S37XZRLNWI0EB5Z938DX1F1VAI4V6WKMRIEMSZVK",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
