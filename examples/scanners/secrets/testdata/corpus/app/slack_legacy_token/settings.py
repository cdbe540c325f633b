import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_LEGACY_TOKEN = "xoxo-1990925839-2788342787468-1101034614-db77add0c5a678ac19719693c4ba3a75acadad453926a318281f8307990a5822"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
