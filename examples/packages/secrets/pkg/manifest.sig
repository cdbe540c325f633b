{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "yykjCO2Eopv31Frh6HT4D05WLyt+eIY+4LcdT3DrY8pXXvXw0TJnR9RknGEK1EShdrElEazB45R/aaexoOivDw=="
    }
  ]
}
