import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CONFLUENT_API_SECRET = "XqzwmRuYP/T085D4PUtAUHP0X72GHgz3aJJ8QjT6De+FUxIWainS+mt/p7I3eMS8"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
