import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_API_SECRET = "0TpF2r8tjPGuu0TruNOzoOdshuu7InZe5igxQCdu5RmxTDSH28"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
