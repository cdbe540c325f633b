package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"clickup_api_token": "pk_85225635_XP18UU90IWDLUXJC4XNZTQH8PJJOIJWC",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
