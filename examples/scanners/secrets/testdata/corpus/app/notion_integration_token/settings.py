import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NOTION_INTEGRATION_TOKEN = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
