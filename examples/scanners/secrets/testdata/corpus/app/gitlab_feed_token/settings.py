import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_FEED_TOKEN = "glft-s2Kw2K98sEN5hCP58fTl"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
