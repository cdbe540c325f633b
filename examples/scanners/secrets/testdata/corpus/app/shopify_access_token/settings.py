import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SHOPIFY_ACCESS_TOKEN = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
