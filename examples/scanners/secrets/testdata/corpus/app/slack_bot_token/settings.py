import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_BOT_TOKEN = "xoxb-201194755109-0617649540529-2Oudo8Z2XYsY9B3l3MdWS0D8"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
