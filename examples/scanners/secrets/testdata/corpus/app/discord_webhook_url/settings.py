import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DISCORD_WEBHOOK_URL = "discord.com/api/webhooks/601842921406163914/ocBEpcOWVVoSYya4PKao9RSTnjxArFoCAXqRNMqRdobzQIXpqTcHzDG37zUgr4MLJqD8-q"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
