import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FIGMA_PAT = "figd__DYgqnsResQ2tK1CzZc4tTGw0pcrYsWjT7yQwftZ"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
