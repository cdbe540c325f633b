import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NOTION_LEGACY_TOKEN = "secret_mOKiNalvNcGmpp34MWCvgXyyEUuibE94xYFsInMds5X"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
