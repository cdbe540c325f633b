package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"zendesk_api_token": "1DBM14ff1u84G3uoBo36Yx79BFlARFugEfvBIZLF",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
