import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_BEARER_TOKEN = "AAAAAAAAAAAAAAAAAAAAAizzOI%9XAvJHhuIpnB9ZKTdw%seJN6haNZ0NtIF8YcgvnAL%Yd7dsHRN9aAK7uGwDbzqPUgN6oGz0l1yz8gK70wJu"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
