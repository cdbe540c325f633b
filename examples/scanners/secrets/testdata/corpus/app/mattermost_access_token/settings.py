import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MATTERMOST_ACCESS_TOKEN = "1ty3brylmos0ccv3smy4ayr74g"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
