package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"grafana_api_key": "eyJrIjoikSYudE2PIQlKMaXtF8CExfMB9AXjsWi4pKqCeWr5BcPezuuLYYXofOZZWG10I2WnDYf2SdqjDAqeXQDWim0viKpMFALotgjPaMuplXkW6NmImLSKHvAQZTEwarJJgtME1ePGfVJerfb9GgR3wtiwO7z2El3ypduvnBcDYy5fQWoSx5RuR17DFbWgZUYMt8cQQT1lK5XSRVPvytGQ1cFOkVwo0psxofb0fHnrtNZ4jk0hz4dqFih4hexAHxNMagyZFWCNQ2wKJuahWmXBnoc3X9q8Cf5RIIAcSMrlZStaBbXAyzsRU8rF9wCLu2kbp5mt0Fh=",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
