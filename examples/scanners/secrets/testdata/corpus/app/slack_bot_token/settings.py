import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_BOT_TOKEN = "xoxb-373766964141-9886166757481-5Bl4KTHs1zB9Tg2H7Nt9vH2w"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
