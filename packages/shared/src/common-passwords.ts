/**
 * Passwords of 8 characters or more that top the public breach-frequency lists (ASVS 6.2.4).
 * Compared in lower case. A short list is enough to stop the guesses attackers try first.
 */
const LIST = `password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword
12345678 123456789 1234567890 12345678910 123123123 11111111 111111111 1111111111 00000000 000000000
87654321 987654321 0987654321 88888888 99999999 66666666 12341234 11223344 123456123456 1q2w3e4r
1q2w3e4r5t 1qaz2wsx qwertyui qwertyuiop qwerty123 qwerty1234 qwerty12 asdfghjk asdfghjkl zxcvbnm1
zaq12wsx abcd1234 abc12345 abcdefgh abcdefg1 iloveyou iloveyou1 sunshine princess football baseball
basketball superman batman123 starwars whatever trustno1 letmein1 welcome1 welcome123 dragon12
monkey12 michael1 jennifer computer internet master12 mustang1 shadow12 liverpool chelsea1 arsenal1
charlie1 jordan23 killer12 lovely12 freedom1 summer12 summer2024 summer2025 winter12 spring12
changeme changeme1 secret12 secret123 admin123 admin1234 administrator 1234qwer qwer1234 q1w2e3r4
q1w2e3r4t5 a1b2c3d4 aa123456 123qweasd qweasdzxc 1qazxsw2 zxcvbnm123 passpass password! password01
letmein123 football1 baseball1 sunshine1 princess1 iloveyou2 loveyou1 myspace1 homelesspa
nutripilot nutripilot1`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
