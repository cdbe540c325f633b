package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"slack_config_access_token": "xoxe.xoxp-8-MKRD2OH6FXIR70MWNBCXK4364YCP8OR1WKFURZEZXTCCH91X6D4EFCVIKHYYYD6PSXLR57BZFYMCP6FTLRMFNV8OLMTORMNOK49CCQBNJ8LQDV95Q2FGTPIUDSLT4FVPSFHZZBGCQJDOGWOLPWMYIXJXOJ0S37XZRLNWI0",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
