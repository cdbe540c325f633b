import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_APP_TOKEN = "xapp-1-AEPIYCRCOHI-1070762384826-da3d3cb84f6f7c241baeeb26e59cd163747f12a1ba09c5397d5fd8b648813db8"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
