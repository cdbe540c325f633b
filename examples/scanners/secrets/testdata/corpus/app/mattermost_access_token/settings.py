import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MATTERMOST_ACCESS_TOKEN = "chl9ejc147hx2nul0ojbfvf84h"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
