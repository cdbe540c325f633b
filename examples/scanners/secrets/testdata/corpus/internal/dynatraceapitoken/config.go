package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"dynatrace_api_token": "dt0c01.GIZ4M99D8WTA2MNOL9VXDGLQ.SYQZXXCGQ4404O8MAGA4Q7I54I4735DOVVUUFLYPSY4GP5XZ40W6JP6VGUALVLQA",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
