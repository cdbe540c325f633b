import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NPM_ACCESS_TOKEN = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
