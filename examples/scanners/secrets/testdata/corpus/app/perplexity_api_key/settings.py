import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PERPLEXITY_API_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
