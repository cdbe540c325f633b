import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SHOPIFY_ACCESS_TOKEN = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
