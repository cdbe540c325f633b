import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FIGMA_PAT = "figd_dAhY8_8YwbuvIiCweEQS6A5NkfoiN53JiSgneaFs"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
