import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MATTERMOST_ACCESS_TOKEN = "r7pdglkv13dek33taurimarlug"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
