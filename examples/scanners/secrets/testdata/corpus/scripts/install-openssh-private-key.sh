#!/bin/sh
mkdir -p ~/.ssh
cat > ~/.ssh/deploy_key <<'EOF'
-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtz
c2gtZWLJGrgAe6hhBn9cJdanoVVseAvNixqQ5GDVU++loUqsO8yHo1WeVMlu0wWo
QHLGBiuNsqNpPe+YjTMOh2YTsXWqyCUO5iZqvsu2BBRQF6+aS7OqvSMySc+EjvlW
yXgBBwSEM2YucSD/mK2VoDvGsk5v4TXtpPtKWHqRQk/WXuv22NTt7Ouy+VCMte8A
gnpvCQuLAv23L5zv83wpcQEqjoEl4Y/kSvcSsmjFStBQHGlZiVB1hXWXyIaZ6+sB
0Rgd1qvIOERe8ilfNRS8CA1ACzj3FBG27iKPVqo/M1AOLkQgrqGJiGFkW1JGcvBw
ePxILOzjGhW1olWegZJffMtx6ktsJA3px+b2jOtcBvwScJfJl3pFzS19yE+J8Bwu
OlzSsR+42upndSFc+zNhgL
-----END OPENSSH PRIVATE KEY-----
EOF
chmod 600 ~/.ssh/deploy_key
