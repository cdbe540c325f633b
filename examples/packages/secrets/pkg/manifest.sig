{
  "payload_type": "application/vnd.sluice.manifest+json;version=1",
  "signatures": [
    {
      "keyid": "41071d62f0653c54f0128f008041b56cf4f23b88842a6f5c847499e82e5db896",
      "sig": "DtGrw24aKMAnhjgI3yMvdisUm64GfC57H5XL6ZkkHukTZT2fujHFhGnnNOb7P8T4/zt0ThgQP+qq1U4wR+7zDA=="
    }
  ]
}
