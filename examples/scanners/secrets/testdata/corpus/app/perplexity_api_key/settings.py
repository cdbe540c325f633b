import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PERPLEXITY_API_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
