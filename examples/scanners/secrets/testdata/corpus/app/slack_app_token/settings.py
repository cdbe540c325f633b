import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_APP_TOKEN = "xapp-1-AQ8J803HBIF-7156306500968-37795da069d7e45224edb27d48db162d4b565f63afe4c98e90b7537d036ec58e"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
