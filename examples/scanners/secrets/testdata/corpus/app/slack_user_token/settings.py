import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_USER_TOKEN = "xoxp-137167316801-232845586950-1170667166157-684a401ac572895a786902cc974b9b8b"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
